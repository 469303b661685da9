-- The quick start's estimated value (cents; null: not given). The derived gval_estimate takes it while no asset
-- has a value yet, so the Form 706 rule has a figure from the start (issue 13).
ALTER TABLE "estates" ADD COLUMN "gval_stated" bigint;
